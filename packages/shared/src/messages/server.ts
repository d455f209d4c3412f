/** What any call can answer: uploads' limits and the server's refusals. */
// Uploads (spec 1 §8, spec 2 §8)
export const uploadTooLarge = (megabytes: number) => `Please upload file smaller than ${megabytes}mb`;
export const uploadTimedOut = (ms: number) => `Upload timed out after ${ms}ms`;
// Server answers (not given by the spec; written for this product)
export const wrongCredentials = 'The email or password is incorrect.';
export const emailNotVerified = 'Please verify your email address to continue.';
export const sessionExpired = 'Your session has expired. Please sign in again.';
export const signInRequired = 'Please sign in to continue.';
export const forbidden = 'You do not have permission to do that.';
export const notFound = 'We could not find what you were looking for.';
export const tooManyAttempts = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const tooManyRequests = 'Too many requests. Please slow down and try again shortly.';
export const internal = 'Something went wrong on our side. Please try again.';
export const networkError = 'We could not reach Canvas. Check your connection and try again.';
export const invalidRequest = 'The request is not valid.';
