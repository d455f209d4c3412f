/** Business and school canvases and their team. */
// Business and school canvases (issue 20), written for this product unless the spec gives them
export const invitationSent = 'Invitation sent!';
export const invitationResent = 'Invitation resent!';
export const invitationInvalid = 'This invitation has expired or was already used. Ask for a new one.';
export const invitationOtherEmail =
  'This invitation was sent to a different email address. Sign in with the invited email to accept it.';
export const invitationLocationMissing = 'This location no longer exists. Save the canvas and try again.';
export const memberRoleNotOffered = 'This role is not offered for this kind of canvas.';
export const scSalonIdInvalid = 'The account number has digits only, at most 10.';
// My Team (spec 3 §5, §8), and what this product adds
export const teamUserOrEmailRequired = 'Please enter at lease one user or email';
export const teamRolePick = 'Please pick a role to continue';
export const teamRoleChoose = 'Please choose a role';
export const teamMembersRemoved = 'Remove Members Success';
export const teamMembersAdded = 'Add Members Success';
export const teamEmpty = 'Start adding staff to your dashboard!';
export const teamMemberMissing = 'This team member is no longer on the team. Refresh the list.';
export const teamHideOnlyPending = 'Only pending invitations can be hidden.';
export const teamNotStaffCanvas = 'Only business and school canvases have staff.';
export const teamUserNotFound = 'This user could not be invited. Type their email instead.';
export const businessCategoryRequired = 'Business category';
export const slashNotAllowed = 'A slash (/) is not allowed here.';
