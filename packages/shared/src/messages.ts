/**
 * The product's user-facing strings, exactly as the spec gives them (typos included: they are the
 * product's text). Tests import them from here, so a change to a message is a change to one line.
 */
export const messages = {
  // Sign-in (spec 1 §5, §8)
  signInEmailInvalid: 'Please enter correct email address.',
  signInPasswordRequired: 'Please enter your password.',
  reloginEmpty: 'Email and password cannot be empty.',
  reloginFailed: 'Login failed, please try again.',
  reloginFailedWith: (message: string) => `Login failed: ${message}`,
  oauthLoginFailed: 'Login failed',
  facebookNotConnected: 'Login Failure',
  // Email and password rules used by other forms (spec 1 §5)
  emailInvalid: 'Please input your email address correctly',
  passwordRule:
    'Password must be more than 8 characters long, should contain at leat 1 uppercase, 1 lowercase, 1 numeric and 1 special character.',
  passwordConfirmDifferent: 'Different from the new password',
  passwordsMatch: 'Passwords Match',
  passwordsDoNotMatch: 'Passwords Do Not Match',
  // Server answers (not given by the spec; written for this product)
  wrongCredentials: 'The email or password is incorrect.',
  emailNotVerified: 'Please verify your email address to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'We could not find what you were looking for.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  networkError: 'We could not reach Canvas. Check your connection and try again.',
  invalidRequest: 'The request is not valid.',
} as const;
