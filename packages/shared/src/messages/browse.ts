/** Portfolio browse and notifications. */
// Portfolio browse (spec 1 §2.4): button labels and card tags as the spec writes them
export const browseClearSearch = 'CLEAR SEARCH';
export const browseLoadMore = 'LOAD MORE';
export const browseSchoolTag = 'SCHOOL';
/** 'Updated N units ago' (units: months, weeks, days, hours, minutes). */
export const browseUpdatedAgo = (count: number, unit: string) => `Updated ${count} ${unit} ago`;
// Notifications (spec 3 "Notifications": its empty state and its one button)
export const noNotifications = 'No notifications';
export const markAllRead = 'Mark as read';
/** Written for this product: deleting the selected notifications asks first, then confirms. */
export const notificationsDeleteTitle = 'Delete notifications';
export const notificationsDeleted = 'Notifications deleted';
