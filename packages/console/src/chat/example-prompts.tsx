import type { PromptCard } from './prompts.ts';

/** Cards of example prompts; picking one sends it as if typed. */
export function ExamplePrompts({ cards, onPick }: { cards: readonly PromptCard[]; onPick: (prompt: string) => void }) {
  return (
    <div className="card-grid example-prompts">
      {cards.map((card) => (
        <section key={card.title} className="card" aria-label={card.title}>
          <h2 className="card-title">{card.title}</h2>
          <ul className="prompt-list">
            {card.prompts.map((prompt) => (
              <li key={prompt}>
                <button className="prompt-button" type="button" onClick={() => onPick(prompt)}>
                  {prompt}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
