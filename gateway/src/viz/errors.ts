/** Form data that cannot become a query. The REST layer answers it with a 400 and this message. */
export class FormDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormDataError';
  }
}
