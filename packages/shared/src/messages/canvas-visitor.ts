/** What a canvas's visitor is told: the share link copied, and why they are asked to sign in. */
export const linkCopied = 'The link has been copied to your clipboard';
/** Written for this product (issue 26): why a canvas's visitor is asked to sign in, and what they came back to. */
export const signInToMessage = (name: string) => `Sign in to message ${name}`;
export const signInToSave = (name: string) => `Sign in to save ${name}`;
export const bookmarkSaved = (name: string) => `${name} is saved to your bookmarks`;
