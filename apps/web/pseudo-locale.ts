/**
 * The pseudo-locale build's texts (`npm run build:pseudo`, decision 127): the Spanish catalogue with every
 * letter swapped for an accented one of its kind ('Buscar' becomes 'Ɓúšçáŕ'). A page of that build in
 * Spanish shows a text that went through the catalogue in no plain letter, so any plain English word on
 * it is a text that did not (e2e/pseudo-locale.spec.ts looks for them on every page of every role).
 */
const LETTERS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçđéƒĝĥíĵķļɱñóþʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i] ?? letter,
  ]),
);

/** A text with each plain letter swapped for its accented stand-in. */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => LETTERS[letter] ?? letter);
}

/** A compiled message is a text, or a list of texts and placeholders (`[name]`, `[name, 'plural', { one: …, other: … }]`). */
type Compiled = string | readonly (string | readonly unknown[])[];

/**
 * A compiled message with its words swapped and its placeholders kept: a placeholder's name and format
 * stay as they are, the texts of its plural or select forms are swapped too.
 */
export function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part) => {
    if (typeof part === 'string') return pseudoText(part);
    const [name, format, forms] = part;
    if (forms === null || typeof forms !== 'object') return part;
    const swapped = Object.fromEntries(
      // A form is a message; anything else (a plural's offset) stays as it is.
      Object.entries(forms as Record<string, unknown>).map(([form, text]) => [
        form,
        typeof text === 'string' || Array.isArray(text) ? pseudoMessage(text as Compiled) : text,
      ]),
    );
    return [name, format, swapped];
  });
}
