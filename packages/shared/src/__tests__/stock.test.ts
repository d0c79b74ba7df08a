import { LOW_STOCK_MAX, stockState } from "../stock";

describe("stockState", () => {
  it("says out of stock at zero or below", () => {
    expect(stockState(0)).toBe("out_of_stock");
    expect(stockState(-2)).toBe("out_of_stock");
  });

  it("warns from 1 up to the low-stock threshold, included", () => {
    expect(LOW_STOCK_MAX).toBe(3);
    expect(stockState(1)).toBe("low");
    expect(stockState(3)).toBe("low");
    expect(stockState(4)).toBe("in_stock");
  });

  it("treats untracked stock as always available", () => {
    expect(stockState(null)).toBe("in_stock");
  });
});
