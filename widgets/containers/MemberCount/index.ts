import { defineContainer, opt } from '../../../src/kit';
import { MemberCount } from './MemberCount';
import type { MemberCountOptions } from './MemberCount';

export default defineContainer<MemberCountOptions>({
  options: { one: opt.string('member'), other: opt.string('members') },
  Component: MemberCount,
});
