/** What quote leaves of an encoded text: up to 100 code units, else its head and "...", never half a surrogate pair. */
export function cut(text: string): string {
  if (text.length <= 100) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(96)) ? 96 : 97;
  return `${text.slice(0, end)}...`;
}
