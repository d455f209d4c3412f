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
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is incorrect.',
  freshSignInRequired: 'For your security, sign in again, then make this change within 10 minutes.',
  passwordTooCommon:
    'This password is one of the most common ones (or a common word with numbers and symbols added). Please choose another.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Request a new one below.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired.',
  emailChangeNotAllowed: 'Accounts that sign in with Google or Facebook cannot change their email here.',
  // Ours (issue 19): the daily cap on email changes.
  emailChangeLimit: 'Too many email changes were requested today. Please try again tomorrow.',
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
  signInCaptchaRequired:
    'There were many failed sign-ins to this account. Confirm you are not a robot, then sign in again.',
  // Canvases and media (spec 2 §5, §8; spec 1 §8)
  autoSaved: 'Auto-saved every 20 seconds.',
  videoTooShort: 'video is too short',
  messageEmpty: 'please input your message',
  inviteEmailInvalid: 'Invalid Email Address',
  instagramSaveFirst: 'Please save first',
  instagramSaveFirstDescription: 'Please save first before connecting Instagram',
  /** Spec 1 §8: the Instagram return page without its auth data; the user goes home. */
  instagramAuthMissing: 'some error, back to homepage',
  upgradeCategoryRequired: 'please type at least one category',
  bookingLinkInvalid: 'Invalid link. Please enter a valid URL, phone number, email, or Instagram handle.',
  educationModalRequired: 'School Name and Graduation Date are required.',
  educationStepRequired: 'The following fields are required:',
  categoryRequired: 'Category is required',
  categoryNameRequired: 'Category Name is required',
  awardTitleRequired: 'Title is required',
  messageToSelf: 'target user is yourself! skipped!',
  messageSent: 'Message sent!',
  messageSentDescription: 'Woohoo! Your message was sent successfully.',
  linkCopied: 'The link has been copied to your clipboard',
  removeConfirmTitle: 'Comfirmation',
  noEmployment: 'No Employment Information available',
  addEmployment: 'Add employment information',
  // Canvases, written for this product (the spec gives no wording)
  canvasNotFound: 'This portfolio does not exist or is not public.',
  canvasTypeLocked: 'Only a student portfolio can be upgraded to professional.',
  unsupportedFileType:
    'This file type is not supported. Please upload a JPG, PNG, GIF or SVG image, or an MP4 or MOV video.',
  youtubeLinkInvalid: 'Please paste a YouTube link (youtu.be, /watch or /shorts).',
  tooManyVideos: 'You can add at most 9 additional videos.',
  imageUnreadable: 'We could not read this image. Please try another file.',
  imageTooManyPixels: (megapixels: number) =>
    `This image is too large to process. Please upload a photo under ${megapixels} megapixels.`,
  awardYearInFuture: 'The year cannot be in the future.',
  awardIssuerRequired: 'Issuer is required',
  mediaNotUploaded: 'Please upload this photo or video to Canvas first.',
  publishNeedsSubscription: 'Publishing a business or school canvas needs an active subscription.',
  messageRecipientInvalid: 'This member cannot receive messages here.',
  // Business and school canvases (issue 20), written for this product unless the spec gives them
  invitationSent: 'Invitation sent!',
  invitationResent: 'Invitation resent!',
  invitationInvalid: 'This invitation has expired or was already used. Ask for a new one.',
  invitationOtherEmail:
    'This invitation was sent to a different email address. Sign in with the invited email to accept it.',
  invitationLocationMissing: 'This location no longer exists. Save the canvas and try again.',
  memberRoleNotOffered: 'This role is not offered for this kind of canvas.',
  scSalonIdInvalid: 'The account number has digits only, at most 10.',
  businessCategoryRequired: 'Business category',
  slashNotAllowed: 'A slash (/) is not allowed here.',
  // Content safety (issue 19), written for this product
  canvasTypeNotAllowed: 'Your account type cannot create this kind of canvas.',
  businessFieldsOnPersonCanvas:
    'Brands, benefits, charities and a business phone belong on a business or school canvas.',
  mediaNotYours: 'This file was uploaded by another account. Please upload your own copy.',
  storageQuotaReached: (megabytes: number) =>
    `You have used your ${megabytes} MB of uploads. Remove photos or videos you no longer use, then try again.`,
  // Instagram, written for this product (the spec gives no wording)
  instagramUnavailable: 'Connecting Instagram is not available right now.',
  instagramLinkExpired: 'This Instagram connection has expired or was already used. Please connect again.',
  instagramConnectFailed: 'We could not connect your Instagram account. Please try again.',
  instagramConnected: 'Instagram connected',
  instagramDisconnected: 'Instagram disconnected',
  // Portfolio browse (spec 1 §2.4): button labels and card tags as the spec writes them
  browseClearSearch: 'CLEAR SEARCH',
  browseLoadMore: 'LOAD MORE',
  browseSchoolTag: 'SCHOOL',
  /** 'Updated N units ago' (units: months, weeks, days, hours, minutes). */
  browseUpdatedAgo: (count: number, unit: string) => `Updated ${count} ${unit} ago`,
} as const;
