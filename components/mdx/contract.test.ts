import { describe, expect, it } from 'vitest';
import { componentNames } from '@/lib/content/components-contract';
import { mdxComponents } from './index';

describe('the MDX component map', () => {
  it('has exactly the components the content build lets authors use', () => {
    expect(Object.keys(mdxComponents).sort()).toEqual([...componentNames].sort());
  });
});
