{
  "tarweter "nui"
}
