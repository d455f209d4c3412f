/** Chat. */
/** Spec 3 "Chat (/message)", §8: group management and adding people already in the group. */
export const chatGroupCreated = 'group created success';
export const chatGroupUpdated = 'update group success!';
export const chatGroupDeleted = 'delete group success!';
export const chatMemberRemoved = 'remove success';
export const chatAlreadyInGroup = (names: string) => `${names} is/are already in the group`;
/** Written for this product (issue 25): who may write, and the composer's limits. */
export const chatOnlyCreator = 'Only the person who created this group can do that.';
export const chatBlocked = 'You can no longer message this person.';
export const chatGroupImage = 'Choose a photo uploaded to Canvas for the group.';
export const chatUserUnavailable = 'This person is no longer on Canvas.';
export const chatChannelNotFound = 'This conversation does not exist or you are not in it.';
export const chatTooMany = 'You are sending messages too quickly. Wait a moment and try again.';
