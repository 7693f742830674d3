export default function AcademyHome() {
  return (
    <main>
      <h1>Lectio Academy</h1>
    </main>
  );
}
