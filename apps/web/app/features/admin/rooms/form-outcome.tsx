/** What a settings form of the rooms page says after it was sent: saved (announced politely) or refused (an alert). */
export function FormOutcome({ status, message }: { status: string; message: string | null | undefined }) {
  return (
    <>
      <p role="status" className="w-full text-sm text-emerald-800 empty:hidden">
        {status}
      </p>
      {message ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </>
  );
}
