/**
 * The local approval page of an intent (served by vault/approval.ts): where the card and
 * wallet stand-ins send a shopper to approve a payment, as a bank's 3-D Secure page would.
 */
export const approvalPage = (publicUrl: string, id: string) => `${publicUrl}/vault/approve/${id}`;
