import { expect, test } from "@playwright/test";

// Issue 14: the blog's RSS 2.0 feed, found from /blog as a feed reader finds it, lists the CMS's published articles.
test("a feed reader finds the blog's RSS feed from /blog and reads its articles", async ({ request }) => {
  const blog = await (await request.get("/blog/")).text();
  const href = /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/.exec(blog)?.[1];
  expect(href).toBe("/api/flux/rss");
  const feed = await request.get(href!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0">');
  const items = xml.split("<item>").slice(1);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item).toMatch(/<title>[^<]+<\/title>/);
    expect(item).toMatch(/<link>https?:\/\/[^<]+\/blog\/[^<]+\/<\/link>/);
    expect(item).toMatch(/<guid isPermaLink="true">https?:\/\/[^<]+<\/guid>/);
    expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(item).toMatch(/<description>/);
  }
});
