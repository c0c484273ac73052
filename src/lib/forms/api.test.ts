import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from './api';

describe('apiUrl', () => {
  const saved = process.env.API_BASE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = saved;
  });
  it('posts to the site itself under /api without a base', () => {
    delete process.env.API_BASE_URL;
    expect([apiUrl('/submit'), apiUrl('/contact'), apiUrl('/pricing')]).toEqual(['/api/submit', '/api/contact', '/api/pricing']);
  });
  it('replaces the /api prefix with the configured base', () => {
    process.env.API_BASE_URL = 'https://api.example.org/v1/';
    expect([apiUrl('/submit'), apiUrl('/contact'), apiUrl('/pricing')]).toEqual([
      'https://api.example.org/v1/submit',
      'https://api.example.org/v1/contact',
      'https://api.example.org/v1/pricing',
    ]);
  });
});
