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
  // Account settings and phone verification (spec 2 Account Settings, §7 Account, §8)
  verificationCodeSent: 'The verification code is sent!',
  phoneVerified: 'Phone Number has been verified!',
  // Accounts, written for this product (the spec gives no wording)
  nameNoSlash: 'Names cannot contain a slash.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  userKindRequired: 'Please tell us who you are.',
  zipCodeInvalid: 'Zip code may contain only letters and digits (at most 20).',
  emailTaken: 'An account with this email already exists. Sign in, or reset your password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Request a new one below.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired.',
  emailChangeNotAllowed: 'Accounts that sign in with Google or Facebook cannot change their email here.',
  phoneInvalid: 'Please enter a 10-digit phone number.',
  codeFormat: 'Enter the 6-digit code from the text message.',
  codeIncorrect: 'That code is not correct. Please check it and try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeAttemptsExceeded: 'Too many incorrect codes. Please request a new one.',
  codeRequestTooSoon: 'Please wait a minute before requesting another code.',
  codeRequestLimit: 'Too many codes were requested. Please try again later.',
  smsFailed: 'We could not send the text message. Please try again.',
  avatarTypeInvalid: 'Please upload a JPG, PNG, GIF or WebP image.',
  // Uploads (spec 1 §8, spec 2 §8)
  uploadTooLarge: (megabytes: number) => `Please upload file smaller than ${megabytes}mb`,
  uploadTimedOut: (ms: number) => `Upload timed out after ${ms}ms`,
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
  // Public area (spec 1 §2.5-§2.7, §5, §8)
  contactNameRequired: 'Please tell us your name',
  contactEmailRequired: 'Please tell us your email',
  contactMessageRequired: 'Please enter your message',
  dataRightsTitle: 'Canvas Data Rights Request Form',
  dataRightsEmailInvalid: 'please enter a valid email',
  dataRightsSubmitted: 'Your request is submitted',
  redirecting: 'Redirecting...',
  landingJoin: 'Join in less than 3 minutes',
  landingPostJob: 'Post Job Listing',
  landingCreateAccount: 'Create Your Free Account',
  landingModePortfolio: 'Create Your Portfolio',
  landingModeBiz: 'Post Your Career Opportunity',
  // Public area, written for this product (the spec gives no wording)
  dataRightsPhoneInvalid: 'Please enter the phone number as (xxx) xxx-xxxx.',
  captchaRequired: 'Please confirm you are not a robot.',
  captchaFailed: 'The verification expired or was not valid. Please verify again.',
} as const;
