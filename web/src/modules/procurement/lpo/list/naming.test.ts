import { describe, expect, it } from 'vitest';
import { screens } from '@fleet/shared/platform/screens';
import arNav from '../../../../i18n/locales/ar/nav.json';
import enNav from '../../../../i18n/locales/en/nav.json';
import enLpo from '../../../../i18n/locales/en/lpo.json';

describe('unit: the LPO screen is named for what it lists', () => {
  it('calls /inspectionnewlist the local purchase orders (LPO) in the navigation, in both languages', () => {
    const screen = screens.find((entry) => entry.path === '/inspectionnewlist');
    expect(screen?.code).toBe('SGRP006');
    expect(screen?.title).toMatch(/Local Purchase Orders \(LPO\)/);
    expect(enNav.screens.SGRP006).toMatch(/Local Purchase Orders \(LPO\)/);
    expect(enNav.screens.SGRP006.toLowerCase()).toContain(enLpo.list.title.all.toLowerCase());
    expect(arNav.screens.SGRP006).toContain('LPO');
    expect(arNav.screens.SGRP006).toContain('أوامر الشراء');
  });
});
