export interface FormAlertProps {
  readonly message: string | undefined;
  /** Why, when the message is a fixed sentence: what the ERP answered, in smaller text under it. */
  readonly reason?: string | undefined;
  /** The server's list of problems, when it gave one. */
  readonly problems?: readonly string[];
}

/** The red box above a form: what went wrong, why, and the server's list of problems. */
export function FormAlert({ message, reason, problems = [] }: FormAlertProps) {
  if (message === undefined) return null;
  return (
    <div className="alert" role="alert">
      <p>{message}</p>
      {reason !== undefined && <p className="alert-reason">{reason}</p>}
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
