/**
 * Every verification source, imported for its registration: the public Verify Lambda and any module
 * that prints (through `verificationOf`) see all of them. A document module adds one line here.
 */
import './estimation.ts';
import './procurement.ts';
import './accounts.ts';
import './credit-invoice.ts';
import './job-order.ts';
