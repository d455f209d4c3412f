/** Accounts: signing in, settings and phone verification. */
// Sign-in (spec 1 §5, §8)
export const signInEmailInvalid = 'Please enter correct email address.';
export const signInPasswordRequired = 'Please enter your password.';
export const reloginEmpty = 'Email and password cannot be empty.';
export const reloginFailed = 'Login failed, please try again.';
export const reloginFailedWith = (message: string) => `Login failed: ${message}`;
export const oauthLoginFailed = 'Login failed';
export const facebookNotConnected = 'Login Failure';
// Account settings and phone verification (spec 2 Account Settings, §7 Account, §8)
export const verificationCodeSent = 'The verification code is sent!';
export const phoneVerified = 'Phone Number has been verified!';
// Accounts, written for this product (the spec gives no wording)
export const nameNoSlash = 'Names cannot contain a slash.';
export const firstNameRequired = 'Please enter your first name.';
export const lastNameRequired = 'Please enter your last name.';
export const userKindRequired = 'Please tell us who you are.';
export const zipCodeInvalid = 'Zip code may contain only letters and digits (at most 20).';
export const emailTaken = 'An account with this email already exists. Sign in, or reset your password.';
export const currentPasswordRequired = 'Please enter your current password.';
export const currentPasswordWrong = 'The current password is incorrect.';
export const freshSignInRequired =
  'For your security, sign in again, then make this change within 10 minutes.';
/** Written for this product (issue 26): deleting an account from Settings. */
export const accountDeleteAdmin =
  'An admin account cannot be deleted here. Ask another admin to remove your admin role first.';
export const accountDeleteTeamCanvas = (name: string) =>
  `Other people are members of ${name}. Delete that canvas first, then your account.`;
export const accountDeleted = 'Your account is deleted. Thank you for being part of Canvas.';
export const passwordTooCommon =
  'This password is one of the most common ones (or a common word with numbers and symbols added). Please choose another.';
export const verifyLinkInvalid = 'This verification link is invalid or has expired. Request a new one below.';
export const resetLinkInvalid =
  'This password reset link is invalid or has expired. Please request a new one.';
export const emailChangeLinkInvalid = 'This confirmation link is invalid or has expired.';
export const emailChangeNotAllowed =
  'Accounts that sign in with Google or Facebook cannot change their email here.';
// Ours (issue 19): the daily cap on email changes.
export const emailChangeLimit = 'Too many email changes were requested today. Please try again tomorrow.';
export const phoneInvalid = 'Please enter a 10-digit phone number.';
export const codeFormat = 'Enter the 6-digit code from the text message.';
export const codeIncorrect = 'That code is not correct. Please check it and try again.';
export const codeExpired = 'This code has expired. Please request a new one.';
export const codeAttemptsExceeded = 'Too many incorrect codes. Please request a new one.';
export const codeRequestTooSoon = 'Please wait a minute before requesting another code.';
export const codeRequestLimit = 'Too many codes were requested. Please try again later.';
export const smsFailed = 'We could not send the text message. Please try again.';
export const avatarTypeInvalid = 'Please upload a JPG, PNG, GIF or WebP image.';
