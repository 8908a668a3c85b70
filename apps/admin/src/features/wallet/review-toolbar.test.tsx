// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test-dom';
import { ReviewToolbar, StatusTabs } from './review-toolbar';
// The withdrawals' seven tabs: wider than a 375 px screen side by side.
import { statuses } from './withdrawals-page';

/** The console's stylesheet, as the app loads it. */
function withStyles() {
  const sheet = document.createElement('style');
  sheet.textContent = readFileSync(path.resolve(import.meta.dirname, '../../styles.css'), 'utf8');
  document.head.append(sheet);
}

// jsdom lays nothing out, so the tests read the rules that keep the tabs inside a narrow page; the
// console-a11y journey measures the page itself at 375 px.
describe('status tabs on a narrow screen', () => {
  it('scroll sideways within their own width, at most the width of what holds them', () => {
    withStyles();
    render(<StatusTabs statuses={statuses} status="pending" onChange={() => undefined} testId="tabs" />);
    const tabs = getComputedStyle(screen.getByTestId('tabs'));
    expect(tabs.maxWidth).toBe('100%');
    expect(tabs.overflowX).toBe('auto');
  });

  it('in a review toolbar, the toolbar and the tabs’ place in it keep within the card', () => {
    withStyles();
    render(<ReviewToolbar statuses={statuses} status="pending" keyword="" placeholder="search" onChange={() => undefined} />);
    const tabs = screen.getByTestId('status-tabs');
    expect(getComputedStyle(tabs).overflowX).toBe('auto');
    const item = tabs.parentElement as HTMLElement;
    expect(item.className).toContain('ant-space-item');
    expect(getComputedStyle(item).minWidth).toMatch(/^0(px)?$/);
    expect(getComputedStyle(item).maxWidth).toBe('100%');
    const space = item.parentElement as HTMLElement;
    expect(space.className).toContain('ant-space');
    expect(getComputedStyle(space).maxWidth).toBe('100%');
  });
});
