/** The German page for addresses outside /api that are neither an asset nor a route of the web app. */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Seite nicht gefunden – Insolvenzmonitor</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1a1a1a;background:#f5f5f5}
main{max-width:36rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}a{color:#0d47a1}
</style>
</head>
<body>
<main>
<h1>Seite nicht gefunden</h1>
<p>Die angeforderte Adresse existiert nicht.</p>
<p><a href="/">Zur Startseite des Insolvenzmonitors</a></p>
</main>
</body>
</html>
`;
