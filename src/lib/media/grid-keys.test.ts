import { describe, expect, it } from 'vitest';
import { columnsOf, gridMove } from './grid-keys';

describe('the picker’s grid by keyboard', () => {
  // 10 items, 4 to a row:  0 1 2 3 / 4 5 6 7 / 8 9
  it('moves by one item, one row, to either end', () => {
    expect(gridMove(5, 'ArrowRight', 10, 4)).toBe(6);
    expect(gridMove(5, 'ArrowLeft', 10, 4)).toBe(4);
    expect(gridMove(5, 'ArrowDown', 10, 4)).toBe(9);
    expect(gridMove(5, 'ArrowUp', 10, 4)).toBe(1);
    expect(gridMove(5, 'Home', 10, 4)).toBe(0);
    expect(gridMove(5, 'End', 10, 4)).toBe(9);
    expect(gridMove(1, 'PageDown', 10, 4)).toBe(9);
  });
  it('stays put at an edge, and ignores other keys', () => {
    expect(gridMove(9, 'ArrowRight', 10, 4)).toBe(9);
    expect(gridMove(0, 'ArrowLeft', 10, 4)).toBe(0);
    expect(gridMove(6, 'ArrowDown', 10, 4)).toBe(6); // no item below 6
    expect(gridMove(2, 'ArrowUp', 10, 4)).toBe(2);
    expect(gridMove(2, 'Enter', 10, 4)).toBeNull();
    expect(gridMove(0, 'ArrowDown', 0, 4)).toBeNull();
  });
  it('counts the columns from where the items are drawn', () => {
    expect(columnsOf([10, 10, 10, 180, 180])).toBe(3);
    expect(columnsOf([10, 10])).toBe(2);
    expect(columnsOf([])).toBe(1);
  });
});
