/** The non-empty entries of a comma list (an environment variable's), trimmed. */
export const commaList = (value: string) => value.split(',').flatMap((entry) => entry.trim() || []);
