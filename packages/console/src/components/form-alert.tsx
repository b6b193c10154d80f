/** The red box above a form: what went wrong, and the server's list of problems when it gave one. */
export function FormAlert({ message, problems = [] }: { message: string | undefined; problems?: readonly string[] }) {
  if (message === undefined) return null;
  return (
    <div className="alert" role="alert">
      <p>{message}</p>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
