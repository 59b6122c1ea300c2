export default function AdminPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="text-muted-foreground">Manage users, assets, resources, tracked links and calendar events.</p>
    </section>
  );
}
