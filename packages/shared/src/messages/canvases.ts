/** Canvases and their media, what a canvas's visitor is told, and the inputs of the editors. */
// Canvases and media (spec 2 §5, §8; spec 1 §8)
export const autoSaved = 'Auto-saved every 20 seconds.';
/** Written for this product (issue 26): the editors' save state, and leaving when a save failed. */
export const editorSaving = 'Saving…';
export const editorAllSaved = 'All changes saved';
export const editorUnsaved = 'Unsaved changes';
export const editorNotSavedRetry = 'Not saved — retry';
export const editorPublishedLive = 'Published — changes go live when saved';
export const editorLeaveTitle = 'Leave without saving?';
export const editorLeaveBody = 'Your latest changes could not be saved. If you leave now, they will be lost.';
export const editorLeaveConfirm = 'Leave anyway';
export const editorLeaveStay = 'Stay';
export const videoTooShort = 'video is too short';
export const messageEmpty = 'please input your message';
export const inviteEmailInvalid = 'Invalid Email Address';
export const instagramSaveFirst = 'Please save first';
export const instagramSaveFirstDescription = 'Please save first before connecting Instagram';
/** Spec 1 §8: the Instagram return page without its auth data; the user goes home. */
export const instagramAuthMissing = 'some error, back to homepage';
export const upgradeCategoryRequired = 'please type at least one category';
export const bookingLinkInvalid =
  'Invalid link. Please enter a valid URL, phone number, email, or Instagram handle.';
export const educationModalRequired = 'School Name and Graduation Date are required.';
export const educationStepRequired = 'The following fields are required:';
export const categoryRequired = 'Category is required';
export const categoryNameRequired = 'Category Name is required';
export const awardTitleRequired = 'Title is required';
export const messageToSelf = 'target user is yourself! skipped!';
export const messageSent = 'Message sent!';
export const messageSentDescription = 'Woohoo! Your message was sent successfully.';
export const removeConfirmTitle = 'Comfirmation';
export const noEmployment = 'No Employment Information available';
export const addEmployment = 'Add employment information';
// Canvases, written for this product (the spec gives no wording)
export const canvasNotFound = 'This portfolio does not exist or is not public.';
export const canvasTypeLocked = 'Only a student portfolio can be upgraded to professional.';
export const unsupportedFileType =
  'This file type is not supported. Please upload a JPG, PNG, GIF or SVG image, or an MP4 or MOV video.';
export const youtubeLinkInvalid = 'Please paste a YouTube link (youtu.be, /watch or /shorts).';
export const tooManyVideos = 'You can add at most 9 additional videos.';
export const imageUnreadable = 'We could not read this image. Please try another file.';
export const imageTooManyPixels = (megapixels: number) =>
  `This image is too large to process. Please upload a photo under ${megapixels} megapixels.`;
export const awardYearInFuture = 'The year cannot be in the future.';
export const awardIssuerRequired = 'Issuer is required';
export const mediaNotUploaded = 'Please upload this photo or video to Canvas first.';
export const publishNeedsSubscription =
  'Publishing a business or school canvas needs an active subscription.';
export const messageRecipientInvalid = 'This member cannot receive messages here.';
// Content safety (issue 19), written for this product
export const canvasTypeNotAllowed = 'Your account type cannot create this kind of canvas.';
export const businessFieldsOnPersonCanvas =
  'Brands, benefits, charities and a business phone belong on a business or school canvas.';
export const mediaNotYours = 'This file was uploaded by another account. Please upload your own copy.';
export const storageQuotaReached = (megabytes: number) =>
  `You have used your ${megabytes} MB of uploads. Remove photos or videos you no longer use, then try again.`;
// Instagram, written for this product (the spec gives no wording)
export const instagramUnavailable = 'Connecting Instagram is not available right now.';
export const instagramLinkExpired =
  'This Instagram connection has expired or was already used. Please connect again.';
export const instagramConnectFailed = 'We could not connect your Instagram account. Please try again.';
export const instagramConnected = 'Instagram connected';
export const instagramDisconnected = 'Instagram disconnected';
/** Written for this product (issue 26): inputs that say what is wrong instead of changing it silently. */
export const percentRange = 'Enter a percentage from 0 to 100.';
export const usZipInvalid = 'Enter a US ZIP code: 5 digits, or ZIP+4 (12345-6789).';
export const socialLinkInvalid = (network: string) =>
  `Enter a ${network} handle (like @yourname) or a link to your ${network} profile.`;
