// A stand-in for a partner's visit counter (no request leaves the demo): the article marks it
// `data-consent="statistics"`, so it runs only once the reader allows statistics cookies.
window.partnerVisits = (window.partnerVisits || 0) + 1;
document.documentElement.dataset.partnerVisits = String(window.partnerVisits);
