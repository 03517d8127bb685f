/** A content problem, always tied to the file an author has to open. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}\n${detail}`);
    this.name = 'ContentError';
  }
}
