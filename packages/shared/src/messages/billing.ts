/** Membership and billing. */
// Membership and billing (spec 3 §8, §5, "Membership and billing")
export const billingFieldRequired = (label: string) => `Please input your ${label}`;
export const billingNumberOnly = 'Please input number only';
export const billingUpdated = 'Billing Information updated successfully';
export const couponInvalid = 'Invalid code, please try another one';
export const couponInvalidServer = 'Invalid Coupon';
export const paymentInitiated = 'Payment initiated';
export const confirmPaymentButton = 'CONFIRM PAYMENT';
export const paymentFormFailed = 'Something went wrong';
export const paymentKeyMissing =
  'There is an issue. Please refresh page and try again.Please contact support if this issue persists and you need to add a credit card or bank account.';
export const noInvoices = "You don't have any invoices.";
export const planContactSent = 'Message sent!';
export const planContactSentDescription =
  'Your Contact Information has been submitted successfully. We will reach out to you in 3 working days.';
// Billing, written for this product
export const cardDeclined = 'Your card was declined.';
export const cardNotTestCard = 'The sandbox accepts only the test cards listed on this page.';
export const cardCvcInvalid = 'Please enter the 3 or 4 digits on the back of the card.';
export const bankRoutingInvalid = 'A routing number has 9 digits.';
export const bankAccountInvalid = 'An account number has 4 to 17 digits.';
export const bankDebitFailed = 'The bank refused this debit.';
export const paymentNotConfirmed = 'The payment was not confirmed.';
export const paymentMethodRequired = 'Please add a card or a bank account first.';
export const paymentsUnavailable = 'Payments are not set up on this site yet. Please contact support.';
export const priceNotForCanvas = 'This plan is not offered for this canvas.';
export const planNeedsContact = 'This plan is arranged with our team: please use the contact form.';
export const alreadySubscribed = 'This canvas already has an active plan. Change it from Membership.';
export const noActivePlan = 'This canvas has no active plan.';
export const idempotencyKeyReused =
  'This payment attempt was already sent with different details. Please start again.';
