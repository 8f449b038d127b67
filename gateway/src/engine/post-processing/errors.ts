/** A post-processing request that cannot be carried out; the REST layer answers 400 with the message. */
export class PostProcessingError extends Error {
  override name = 'PostProcessingError';
}

/** The reference's wording for column arguments naming a column the frame does not have. */
export function missingColumns(names: readonly string[]): PostProcessingError {
  return new PostProcessingError(`Referenced columns not available in DataFrame: ${names.join(', ')}`);
}
