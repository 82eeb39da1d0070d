// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StarRating } from '../../src/web/components/StarRating';
import { initTestI18n } from './i18nForTests';

const filledStars = (element: HTMLElement) =>
  element.querySelectorAll('.star-rating__star--filled').length;

describe('the star rating', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(cleanup);

  it('reads as one image, "4 of 5", with four of five stars filled', () => {
    render(<StarRating value={4} />);
    const rating = screen.getByRole('img', { name: '4 of 5' });
    expect(rating.querySelectorAll('svg')).toHaveLength(5);
    expect(filledStars(rating)).toBe(4);
  });

  it('names what is rated when given a label', () => {
    render(<StarRating value={2} label="Guts" />);
    expect(screen.getByRole('img', { name: 'Guts: 2 of 5' })).toBeTruthy();
  });

  it('shows 0 as five empty stars and keeps values inside 0 to 5', () => {
    render(
      <>
        <StarRating value={0} label="Guts" />
        <StarRating value={9} label="Skill" />
        <StarRating value={-2} label="Teamwork" />
      </>,
    );
    expect(filledStars(screen.getByRole('img', { name: 'Guts: 0 of 5' }))).toBe(0);
    expect(filledStars(screen.getByRole('img', { name: 'Skill: 5 of 5' }))).toBe(5);
    expect(filledStars(screen.getByRole('img', { name: 'Teamwork: 0 of 5' }))).toBe(0);
  });
});
