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
  /** Written for this product (issue 26): deleting an account from Settings. */
  accountDeleteAdmin:
    'An admin account cannot be deleted here. Ask another admin to remove your admin role first.',
  accountDeleteTeamCanvas: (name: string) =>
    `Other people are members of ${name}. Delete that canvas first, then your account.`,
  accountDeleted: 'Your account is deleted. Thank you for being part of Canvas.',
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
  /** Written for this product (issue 26): the editors' save state, and leaving when a save failed. */
  editorSaving: 'Saving…',
  editorAllSaved: 'All changes saved',
  editorUnsaved: 'Unsaved changes',
  editorNotSavedRetry: 'Not saved — retry',
  editorPublishedLive: 'Published — changes go live when saved',
  editorLeaveTitle: 'Leave without saving?',
  editorLeaveBody: 'Your latest changes could not be saved. If you leave now, they will be lost.',
  editorLeaveConfirm: 'Leave anyway',
  editorLeaveStay: 'Stay',
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
  // Membership and billing (spec 3 §8, §5, "Membership and billing")
  billingFieldRequired: (label: string) => `Please input your ${label}`,
  billingNumberOnly: 'Please input number only',
  billingUpdated: 'Billing Information updated successfully',
  couponInvalid: 'Invalid code, please try another one',
  couponInvalidServer: 'Invalid Coupon',
  paymentInitiated: 'Payment initiated',
  confirmPaymentButton: 'CONFIRM PAYMENT',
  paymentFormFailed: 'Something went wrong',
  paymentKeyMissing:
    'There is an issue. Please refresh page and try again.Please contact support if this issue persists and you need to add a credit card or bank account.',
  noInvoices: "You don't have any invoices.",
  planContactSent: 'Message sent!',
  planContactSentDescription:
    'Your Contact Information has been submitted successfully. We will reach out to you in 3 working days.',
  // Billing, written for this product
  cardDeclined: 'Your card was declined.',
  cardNotTestCard: 'The sandbox accepts only the test cards listed on this page.',
  cardCvcInvalid: 'Please enter the 3 or 4 digits on the back of the card.',
  bankRoutingInvalid: 'A routing number has 9 digits.',
  bankAccountInvalid: 'An account number has 4 to 17 digits.',
  bankDebitFailed: 'The bank refused this debit.',
  paymentNotConfirmed: 'The payment was not confirmed.',
  paymentMethodRequired: 'Please add a card or a bank account first.',
  paymentsUnavailable: 'Payments are not set up on this site yet. Please contact support.',
  priceNotForCanvas: 'This plan is not offered for this canvas.',
  planNeedsContact: 'This plan is arranged with our team: please use the contact form.',
  alreadySubscribed: 'This canvas already has an active plan. Change it from Membership.',
  noActivePlan: 'This canvas has no active plan.',
  idempotencyKeyReused: 'This payment attempt was already sent with different details. Please start again.',
  // Business and school canvases (issue 20), written for this product unless the spec gives them
  invitationSent: 'Invitation sent!',
  invitationResent: 'Invitation resent!',
  invitationInvalid: 'This invitation has expired or was already used. Ask for a new one.',
  invitationOtherEmail:
    'This invitation was sent to a different email address. Sign in with the invited email to accept it.',
  invitationLocationMissing: 'This location no longer exists. Save the canvas and try again.',
  memberRoleNotOffered: 'This role is not offered for this kind of canvas.',
  scSalonIdInvalid: 'The account number has digits only, at most 10.',
  // My Team (spec 3 §5, §8), and what this product adds
  teamUserOrEmailRequired: 'Please enter at lease one user or email',
  teamRolePick: 'Please pick a role to continue',
  teamRoleChoose: 'Please choose a role',
  teamMembersRemoved: 'Remove Members Success',
  teamMembersAdded: 'Add Members Success',
  teamEmpty: 'Start adding staff to your dashboard!',
  teamMemberMissing: 'This team member is no longer on the team. Refresh the list.',
  teamHideOnlyPending: 'Only pending invitations can be hidden.',
  teamNotStaffCanvas: 'Only business and school canvases have staff.',
  teamUserNotFound: 'This user could not be invited. Type their email instead.',
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
  // Notifications (spec 3 "Notifications": its empty state and its one button)
  noNotifications: 'No notifications',
  markAllRead: 'Mark as read',
  /** Written for this product: deleting the selected notifications asks first, then confirms. */
  notificationsDeleteTitle: 'Delete notifications',
  notificationsDeleted: 'Notifications deleted',
  // Opportunities (spec 1 §6, spec 3 §8)
  /** Posting beyond the plan's job quota; `{email}` is the support address. */
  opportunityQuotaReached: (email: string) =>
    `Your current membership and plan does not cover this opportunity post. Please check your membership setting or contact support at ${email}`,
  selectCanvas: 'Please select a canvas',
  /** The required fields of a public opportunity, by the labels the spec lists (spec 3 §8). */
  opportunityRequiredWebsite: 'Website',
  opportunityRequiredLocation: 'Select Location',
  opportunityRequiredJobTitle: 'Job Title',
  opportunityRequiredCustomJobTitle: 'Your job title',
  opportunityRequiredDescription: 'Job description',
  opportunityRequiredPaymentStructure: 'Payment structure',
  opportunityRequiredThumbnail: 'Thumbnail Photo',
  /** Written for this product: the list of missing labels of a public opportunity. */
  opportunityMissingFields: (labels: readonly string[]) => `Please fill in: ${labels.join(', ')}`,
  opportunityExpired: 'This opportunity has expired. Set a later expiration date to make it public.',
  opportunityNotFound: 'Opportunity not found',
  opportunityStaffOnly: 'Only platform staff can set competition, national location and brand type.',
  opportunityCanvasNotPoster: 'Only business and school canvases can post opportunities.',
  opportunityLocationNotOfCanvas: 'Please choose one of the canvas locations.',
  alreadyApplied: 'You have already applied to this opportunity.',
  applyNeedsCanvas: 'Please create your free Student or Professional portfolio to apply for this opportunity',
  applySignIn: 'Please create your free account or login to apply for this opportunity.',
  applicationSubmitted: 'Your application has been submitted!',
  applicationNotFound: 'You have not applied to this opportunity.',
  noOpportunities: "You don't have any opportunities yet",
  noPostedOpportunities: "There's no opportunity added",
  /** Spec 3 "Posted Opportunities": the embed panel's switch and its copy confirmation. */
  embedIncludeCompany: 'Include Why Join Our Team',
  embedCodeCopied: 'Code snippet copied to clipboard',
  /** Spec 3 §4: an application in any other status than applied, interviewing or withdrawed. */
  applicationPending: 'Pending',
  /** Written for this product: a duplicate was created; its editor opens a second later (spec 3 §9). */
  opportunityDuplicated: 'Opportunity duplicated. Opening the copy…',
  opportunityWithdrawn: 'Your application was withdrawn.',
  /** Written for this product (issue 22): structured pay, beyond the spec's payment structure. */
  payCommissionBounds: 'Commission must be between 0% and 100%.',
  payCommissionOrder: 'The lowest commission cannot be more than the highest.',
  payBoothRentBounds: 'Booth rent must be between $1 and $5,000 a week.',
  payHourlyBounds: 'The hourly guarantee must be between $1 and $200 an hour.',
  paySalaryBounds: 'Salary must be between $1,000 and $1,000,000 a year.',
  paySalaryOrder: 'The lowest salary cannot be more than the highest.',
  payTransparencyTitle: 'Add a pay range',
  payTransparencyWarning: (state: string) =>
    `${state} requires job posts to show pay. Add a commission, hourly guarantee, booth rent or salary range before you post.`,
  payTransparencyNational:
    'A national opportunity reaches states that require job posts to show pay. Add a commission, hourly guarantee, booth rent or salary range before you post.',
  /** Written for this product (issue 23): a status of the wrong kind for the opportunity. */
  applicantStatusContestScoresOnly: 'Contestants are scored from Score 0 to Score 10.',
  applicantStatusJobStatusesOnly: 'Scores are for contests. Choose one of the pipeline statuses.',
  /** Spec 3 "Opportunity applicants": the empty list and the bulk message's confirmation. */
  applicantsEmpty: 'There are no applicants yet',
  applicantsEmailSent: 'email sent successfully',
  /** Spec 3 "My Dashboard" and §4, §8: no canvas, unpaid plans, members' view and busy tabs. */
  dashboardNoCanvas: 'Create a canvas to start seeing your dashboard',
  dashboardUnpaidBusiness: 'Subscribe to a Business plan to use the dashboard',
  dashboardUnpaidSchool: 'Subscribe to School plan to use the dashboard',
  dashboardViewAs: (role: string) => `View as ${role}`,
  dashboardLoading: 'loading..',
  /** Spec 3 "Posted Opportunities": the plan's usage and a national opportunity's place. */
  postedUsage: (now: number, max: number) => `${now} of ${max} used`,
  nationalOpportunity: 'National Opportunity',
  /** Spec 3 "Chat (/message)", §8: group management and adding people already in the group. */
  chatGroupCreated: 'group created success',
  chatGroupUpdated: 'update group success!',
  chatGroupDeleted: 'delete group success!',
  chatMemberRemoved: 'remove success',
  chatAlreadyInGroup: (names: string) => `${names} is/are already in the group`,
  /** Written for this product (issue 25): who may write, and the composer's limits. */
  chatOnlyCreator: 'Only the person who created this group can do that.',
  chatBlocked: 'You can no longer message this person.',
  chatGroupImage: 'Choose a photo uploaded to Canvas for the group.',
  chatUserUnavailable: 'This person is no longer on Canvas.',
  chatChannelNotFound: 'This conversation does not exist or you are not in it.',
  chatTooMany: 'You are sending messages too quickly. Wait a moment and try again.',
  /** Written for this product (issue 26): why a canvas's visitor is asked to sign in, and what they came back to. */
  signInToMessage: (name: string) => `Sign in to message ${name}`,
  signInToSave: (name: string) => `Sign in to save ${name}`,
  bookmarkSaved: (name: string) => `${name} is saved to your bookmarks`,
  /** Written for this product (issue 26): inputs that say what is wrong instead of changing it silently. */
  percentRange: 'Enter a percentage from 0 to 100.',
  usZipInvalid: 'Enter a US ZIP code: 5 digits, or ZIP+4 (12345-6789).',
  socialLinkInvalid: (network: string) =>
    `Enter a ${network} handle (like @yourname) or a link to your ${network} profile.`,
} as const;
