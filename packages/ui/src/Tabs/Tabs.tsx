'use client';

import { clsx } from 'clsx';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. `Způsob kontaktu`. */
  label: string;
  value?: string;
  /** Default: the first item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `fill` stretches the tabs over the full width (two tabs of a dialog). */
  layout?: 'start' | 'fill';
  className?: string;
}

/** Tabs (Radix Tabs): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  layout = 'start',
  className,
}: TabsProps) {
  if (items.length === 0) return null;
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={clsx('min-w-0', className)}
    >
      <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b-2 border-line">
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={clsx(
              '-mb-0.5 min-h-11 cursor-pointer border-b-4 border-transparent px-4 py-2 font-semibold text-ink-muted',
              'hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand',
              'disabled:cursor-not-allowed disabled:opacity-60',
              layout === 'fill' && 'flex-1',
            )}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="pt-5">
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
