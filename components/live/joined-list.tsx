/** Who has joined, as plain text: <bdi> keeps a right-to-left nickname from reordering the text around it. */
export function JoinedList({ learners }: { learners: { learnerId: string; nickname: string }[] }) {
  return (
    <section className="live-joined" aria-labelledby="joined-title">
      <h2 id="joined-title">Joined: {learners.length}</h2>
      {learners.length === 0 ? (
        <p>No one yet. The names appear here as people join.</p>
      ) : (
        <ul className="live-joined__list" aria-label="Learners who joined">
          {learners.map((l) => (
            <li key={l.learnerId}>
              <bdi>{l.nickname}</bdi>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
