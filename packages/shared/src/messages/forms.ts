/** Email and password rules used by other forms (spec 1 §5): sign-up and settings, and the public pages' forms. */
export const emailInvalid = 'Please input your email address correctly';
export const passwordRule =
  'Password must be more than 8 characters long, should contain at leat 1 uppercase, 1 lowercase, 1 numeric and 1 special character.';
export const passwordConfirmDifferent = 'Different from the new password';
export const passwordsMatch = 'Passwords Match';
export const passwordsDoNotMatch = 'Passwords Do Not Match';
