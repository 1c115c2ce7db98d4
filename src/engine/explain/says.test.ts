/** Sentences that cannot go stale (issue 38): placeholders filled from the clause, numbers refused. */
import { describe, expect, it } from 'vitest';
import { fillSays, saysProblems } from './says';

const cookie = { id: 'c', says: 'the {hours}-hour cookie is absent', throttle: { type: 'cookieAbsent', cookie: 'k', ttlHours: 12 } };
const width = { id: 'w', says: 'the viewport is at most {width}px wide', when: { '<=': [{ var: 'viewport.width' }, 768] } };
const countries = { id: 'n', says: 'the country is not {country}', when: { '!': { in: [{ var: 'user.country' }, [37, 260, 185, 74]] } } };

describe('says placeholders', () => {
  it('fills each placeholder from the clause itself', () => {
    expect(fillSays(cookie.says, cookie)).toBe('the 12-hour cookie is absent');
    expect(fillSays(width.says, width)).toBe('the viewport is at most 768px wide');
    expect(fillSays('the viewport is at most {viewport.width}px', width)).toBe('the viewport is at most 768px');
    expect(fillSays(countries.says, countries)).toBe('the country is not 37, 260, 185 or 74');
  });

  it('follows the clause when its value changes', () => {
    const edited = { ...cookie, throttle: { ...cookie.throttle, ttlHours: 6 } };
    expect(fillSays(edited.says, edited)).toBe('the 6-hour cookie is absent');
  });

  it('an option sees the values of the clauses under it', () => {
    const option = { value: 'x', says: 'at most every {hours} hours', rule: { all: [cookie] } };
    expect(fillSays(option.says, option)).toBe('at most every 12 hours');
    expect(saysProblems(option.says, option)).toEqual([]);
  });

  it('a number written out is refused, with the placeholder to write', () => {
    expect(saysProblems('the 12-hour cookie is absent', cookie)).toEqual(['the number 12 is written out: write {hours} (= 12) so the sentence follows the clause when it changes']);
    expect(saysProblems('at most 768px wide', width)).toEqual(['the number 768 is written out: write {width} (= 768) so the sentence follows the clause when it changes']);
    expect(saysProblems('not 37, 260, 185 or 74', countries)).toEqual([
      'the numbers 37, 260, 185, 74 are written out: write {country} (= 37, 260, 185 or 74) so the sentence follows the clause when it changes',
    ]);
  });

  it('a stale number (not the clause\'s value) is refused too', () => {
    expect(saysProblems('the 24-hour cookie is absent', cookie)).toEqual([
      "the number 24 is none of this clause's values ({hours} = 12, {ttlHours} = 12, {cookie} = k): refer to a value by placeholder, or say it in words",
    ]);
  });

  it('an unknown placeholder is refused; digits inside a name are not numbers', () => {
    expect(saysProblems('the {minutes} wait', cookie)).toEqual(["unknown placeholder {minutes}: this clause's values are {hours} = 12, {ttlHours} = 12, {cookie} = k"]);
    expect(saysProblems('sessionStorage kyc2_completed is absent', cookie)).toEqual([]);
  });
});
