/** What was dropped from a shared set's link (lib/quiz/quiz-set.ts openSet), said above the set. */
export function SetNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="quiz-notice" role="note">
      {notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}
