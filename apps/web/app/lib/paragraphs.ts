/** API bodies are plain text with paragraphs separated by blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Whether a body is rich text (sanitized HTML from the back office's editor, decision 047) rather
 * than the demo's plain paragraphs: the server only ever stores HTML that starts with a tag.
 */
export function isRichText(body: string): boolean {
  return body.trimStart().startsWith("<");
}
