/**
 * Answers a vault approval page (the stand-in for a bank's or wallet's screen) as a shopper
 * would, and gives where it sends them back to.
 */
export async function decide(url: string, decision: 'approve' | 'cancel'): Promise<URL> {
  const res = await fetch(url, {
    method: 'POST',
    body: `decision=${decision}`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return new URL(res.headers.get('location') ?? '');
}
