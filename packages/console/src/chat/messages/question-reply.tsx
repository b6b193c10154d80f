import type { QuestionView } from '@erp-agent/core';

/** A clarifying question: its options are buttons that send the option's value as the next message. */
export function QuestionReply({
  question,
  disabled,
  onAnswer,
}: {
  question: QuestionView;
  disabled: boolean;
  onAnswer: (text: string) => void;
}) {
  return (
    <>
      <p>{question.text}</p>
      {question.options.length > 0 && (
        <div className="option-row">
          {question.options.map((option) => (
            <button
              key={option.value}
              className="button button-small"
              type="button"
              disabled={disabled}
              onClick={() => onAnswer(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
