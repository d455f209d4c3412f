/** Opportunities, their pay, applicants and the dashboard. */
// Opportunities (spec 1 §6, spec 3 §8)
/** Posting beyond the plan's job quota; `{email}` is the support address. */
export const opportunityQuotaReached = (email: string) =>
  `Your current membership and plan does not cover this opportunity post. Please check your membership setting or contact support at ${email}`;
export const selectCanvas = 'Please select a canvas';
/** The required fields of a public opportunity, by the labels the spec lists (spec 3 §8). */
export const opportunityRequiredWebsite = 'Website';
export const opportunityRequiredLocation = 'Select Location';
export const opportunityRequiredJobTitle = 'Job Title';
export const opportunityRequiredCustomJobTitle = 'Your job title';
export const opportunityRequiredDescription = 'Job description';
export const opportunityRequiredPaymentStructure = 'Payment structure';
export const opportunityRequiredThumbnail = 'Thumbnail Photo';
/** Written for this product: the list of missing labels of a public opportunity. */
export const opportunityMissingFields = (labels: readonly string[]) => `Please fill in: ${labels.join(', ')}`;
export const opportunityExpired =
  'This opportunity has expired. Set a later expiration date to make it public.';
export const opportunityNotFound = 'Opportunity not found';
export const opportunityStaffOnly =
  'Only platform staff can set competition, national location and brand type.';
export const opportunityCanvasNotPoster = 'Only business and school canvases can post opportunities.';
export const opportunityLocationNotOfCanvas = 'Please choose one of the canvas locations.';
export const alreadyApplied = 'You have already applied to this opportunity.';
export const applyNeedsCanvas =
  'Please create your free Student or Professional portfolio to apply for this opportunity';
export const applySignIn = 'Please create your free account or login to apply for this opportunity.';
export const applicationSubmitted = 'Your application has been submitted!';
export const applicationNotFound = 'You have not applied to this opportunity.';
export const noOpportunities = "You don't have any opportunities yet";
export const noPostedOpportunities = "There's no opportunity added";
/** Spec 3 "Posted Opportunities": the embed panel's switch and its copy confirmation. */
export const embedIncludeCompany = 'Include Why Join Our Team';
export const embedCodeCopied = 'Code snippet copied to clipboard';
/** Spec 3 §4: an application in any other status than applied, interviewing or withdrawed. */
export const applicationPending = 'Pending';
/** Written for this product: a duplicate was created; its editor opens a second later (spec 3 §9). */
export const opportunityDuplicated = 'Opportunity duplicated. Opening the copy…';
export const opportunityWithdrawn = 'Your application was withdrawn.';
/** Written for this product (issue 22): structured pay, beyond the spec's payment structure. */
export const payCommissionBounds = 'Commission must be between 0% and 100%.';
export const payCommissionOrder = 'The lowest commission cannot be more than the highest.';
export const payBoothRentBounds = 'Booth rent must be between $1 and $5,000 a week.';
export const payHourlyBounds = 'The hourly guarantee must be between $1 and $200 an hour.';
export const paySalaryBounds = 'Salary must be between $1,000 and $1,000,000 a year.';
export const paySalaryOrder = 'The lowest salary cannot be more than the highest.';
export const payTransparencyTitle = 'Add a pay range';
export const payTransparencyWarning = (state: string) =>
  `${state} requires job posts to show pay. Add a commission, hourly guarantee, booth rent or salary range before you post.`;
export const payTransparencyNational =
  'A national opportunity reaches states that require job posts to show pay. Add a commission, hourly guarantee, booth rent or salary range before you post.';
/** Written for this product (issue 23): a status of the wrong kind for the opportunity. */
export const applicantStatusContestScoresOnly = 'Contestants are scored from Score 0 to Score 10.';
export const applicantStatusJobStatusesOnly = 'Scores are for contests. Choose one of the pipeline statuses.';
/** Spec 3 "Opportunity applicants": the empty list and the bulk message's confirmation. */
export const applicantsEmpty = 'There are no applicants yet';
export const applicantsEmailSent = 'email sent successfully';
/** Spec 3 "My Dashboard" and §4, §8: no canvas, unpaid plans, members' view and busy tabs. */
export const dashboardNoCanvas = 'Create a canvas to start seeing your dashboard';
export const dashboardUnpaidBusiness = 'Subscribe to a Business plan to use the dashboard';
export const dashboardUnpaidSchool = 'Subscribe to School plan to use the dashboard';
export const dashboardViewAs = (role: string) => `View as ${role}`;
export const dashboardLoading = 'loading..';
/** Spec 3 "Posted Opportunities": the plan's usage and a national opportunity's place. */
export const postedUsage = (now: number, max: number) => `${now} of ${max} used`;
export const nationalOpportunity = 'National Opportunity';
