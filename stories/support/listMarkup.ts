/**
 * The editor's markup for the list behaviours, as the demo's /jobs/ and /books/ pages write
 * it (shortened): the stories render it and the widget tests connect the behaviours to it.
 */

/** A fieldset of checkboxes under `name`, each option a value and its label. */
const checkboxes = (legend: string, name: string, options: readonly [string, string][]) =>
  `<fieldset>
      <legend>${legend}</legend>
      ${options
        .map(
          ([value, label]) =>
            `<label><input type="checkbox" name="${name}" value="${value}" /> ${label}</label>`,
        )
        .join('\n      ')}
    </fieldset>`;

const job = (commitment: string, type: string, location: string, title: string, href = '') =>
  `<li data-commitment="${commitment}" data-type="${type}" data-location="${location}">
    <h2>${href ? `<a href="${href}">${title}</a>` : title}</h2>
  </li>`;

export const JOBS_MARKUP = `
<main>
  <h1>Job board</h1>
  <form aria-label="Filter jobs" data-behaviour="JobsFilters" data-list="#jobs" data-empty="#jobs-empty">
    ${checkboxes('Commitment', 'commitment', [
      ['full-time', 'Full-time'],
      ['part-time', 'Part-time'],
      ['freelance', 'Freelance'],
    ])}
    ${checkboxes('Type', 'type', [
      ['development', 'Development'],
      ['design', 'Design'],
    ])}
    <label for="jobs-location">Location</label>
    <select id="jobs-location" name="location">
      <option value="">Anywhere</option>
      <option value="remote">Remote</option>
      <option value="berlin">Berlin</option>
    </select>
    <button type="submit">Show jobs</button>
    <button type="reset">Clear filters</button>
    <output name="count">5 jobs</output>
  </form>
  <ul id="jobs" data-behaviour="AttachJobFilters">
    ${job('full-time', 'development', 'remote', 'Senior front-end engineer', '/jobs/senior-front-end-engineer?ref=list')}
    ${job('freelance', 'design', 'berlin', 'Product designer')}
    ${job('full-time', 'design', 'berlin', 'Design engineer', '/jobs/design-engineer')}
    ${job('part-time', 'development', 'remote', 'Technical writer')}
    ${job('freelance', 'development', 'remote', 'WordPress developer')}
  </ul>
  <p id="jobs-empty" hidden>No job matches these filters.</p>
</main>`;

const book = (title: string, price: string, type: string, category: string) =>
  `<li data-price="${price}" data-type="${type}" data-category="${category}"><h2>${title}</h2></li>`;

export const BOOKS_MARKUP = `
<main>
  <h1>Books</h1>
  <form aria-label="Sort and filter the books" data-behaviour="ListControls" data-list="#books" data-empty="#books-empty">
    <label for="books-sort">Sort by</label>
    <select id="books-sort" name="sort">
      <option value="">Featured</option>
      <option value="price-asc">Price, low to high</option>
      <option value="price-desc">Price, high to low</option>
      <option value="title">Title, A to Z</option>
    </select>
    ${checkboxes('Format', 'type', [
      ['book', 'Printed book'],
      ['ebook', 'eBook'],
    ])}
    ${checkboxes('Topic', 'category', [
      ['design', 'Design'],
      ['performance', 'Performance'],
    ])}
    <fieldset>
      <legend>Price</legend>
      <label for="books-min-price">From</label>
      <input id="books-min-price" type="range" name="min-price" />
      <output name="min-price-value" aria-hidden="true" for="books-min-price"></output>
      <label for="books-max-price">To</label>
      <input id="books-max-price" type="range" name="max-price" />
      <output name="max-price-value" aria-hidden="true" for="books-max-price"></output>
    </fieldset>
    <button type="reset">Clear</button>
    <output name="count">5 items</output>
  </form>
  <ul id="books">
    ${book('Smashing Book 7', '44', 'book', 'design')}
    ${book('Form Design Patterns', '19', 'ebook', 'design')}
    ${book('Success at Scale', '44', 'book', 'performance')}
    ${book('Image Optimization', '39', 'book', 'performance')}
    ${book('Bundle of everything', '54', 'bundle', 'design')}
  </ul>
  <p id="books-empty" hidden>No book matches these choices.</p>
</main>`;
