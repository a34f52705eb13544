/** An edit that cannot be written into the file as asked (a missing path, a wrong kind of value, unusual YAML). */
export class EditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditError';
  }
}
