// `npm run screenshots`: every demo page at a phone's and a desktop's screen, as a visitor and
// as a returning member, and the checkout's steps, into screenshots/ (needs `npm run build`).
import { rmSync } from 'node:fs';
import { startDemo } from '../harness';
import { returningMember } from '../member-session';
import { lookAtCheckout } from './checkout-look';
import { SCREENSHOTS_DIR, lookAtEveryPage } from './shoot';

const demo = await startDemo();
try {
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  const member = await returningMember(demo);
  const looks = [
    ...(await lookAtEveryPage(demo.browser, demo.base, SCREENSHOTS_DIR, 'visitor')),
    ...(await lookAtEveryPage(demo.browser, demo.base, SCREENSHOTS_DIR, 'member', member)),
  ];
  for (const screen of ['phone', 'desktop'] as const) {
    console.log(await lookAtCheckout(demo.browser, demo.base, SCREENSHOTS_DIR, screen));
  }
  console.table(
    looks.map((look) => ({
      page: look.path,
      reader: look.role,
      screen: look.screen,
      'header rows': look.headerRows,
      'banner %': Math.round(look.bannerShare * 1000) / 10,
      overflows: look.overflows.length,
    })),
  );
  console.log(`${looks.length} pages pictured in ${SCREENSHOTS_DIR}/`);
} finally {
  await demo.close();
}
