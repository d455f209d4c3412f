/** The public pages: contact, data rights, landings and their captcha. */
// Public area (spec 1 §2.5-§2.7, §5, §8)
export const contactNameRequired = 'Please tell us your name';
export const contactEmailRequired = 'Please tell us your email';
export const contactMessageRequired = 'Please enter your message';
export const dataRightsTitle = 'Canvas Data Rights Request Form';
export const dataRightsEmailInvalid = 'please enter a valid email';
export const dataRightsSubmitted = 'Your request is submitted';
export const redirecting = 'Redirecting...';
export const landingJoin = 'Join in less than 3 minutes';
export const landingPostJob = 'Post Job Listing';
export const landingCreateAccount = 'Create Your Free Account';
export const landingModePortfolio = 'Create Your Portfolio';
export const landingModeBiz = 'Post Your Career Opportunity';
// Public area, written for this product (the spec gives no wording)
export const dataRightsPhoneInvalid = 'Please enter the phone number as (xxx) xxx-xxxx.';
export const captchaRequired = 'Please confirm you are not a robot.';
export const captchaFailed = 'The verification expired or was not valid. Please verify again.';
export const signInCaptchaRequired =
  'There were many failed sign-ins to this account. Confirm you are not a robot, then sign in again.';
