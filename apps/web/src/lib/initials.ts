/** A person's two names, as users, applicants, chat members and canvas members carry them. */
export interface PersonName {
  firstName: string;
  lastName: string;
}

// A letter or digit with its combining marks ('é' typed as e + U+0301): emoji and punctuation are skipped.
const LETTER = /[\p{L}\p{N}]\p{M}*/u;

function firstLetter(text: string): string {
  const letter = text.match(LETTER)?.[0] ?? '';
  const capital = letter.toUpperCase();
  // 'ß' capitalises to 'SS': keep a letter whose capital is more than one letter.
  return capital.match(LETTER)?.[0] === capital ? capital : letter;
}

/**
 * The letters an avatar shows when there is no photo, the one rule for every place: the first
 * letters of the first and last name (a person's two fields, or a name's first and last word: 'Ava
 * Marie Stone' is AS), else the email's first letter, else '' (the place shows its own mark).
 * Letters of any script count; emoji and punctuation do not.
 */
export function initials(name: string | PersonName, email = ''): string {
  return firstAndLast(name) || firstLetter(email);
}

function firstAndLast(name: string | PersonName): string {
  if (typeof name !== 'string') return `${firstLetter(name.firstName)}${firstLetter(name.lastName)}`;
  const words = name.split(/\s+/).filter((word) => LETTER.test(word));
  const last = words.length > 1 ? words.at(-1) : undefined;
  return `${firstLetter(words[0] ?? '')}${firstLetter(last ?? '')}`;
}
